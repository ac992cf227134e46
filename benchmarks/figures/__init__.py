"""The figure groups of benchmarks/run.py: each module's ``figures(quick)`` returns (figures, tables)."""
