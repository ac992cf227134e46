"""The Beaver Creek table: a side view of the dam on the box, drawn from the physics bodies."""
