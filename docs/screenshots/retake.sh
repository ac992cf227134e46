#!/bin/sh
# Retakes every picture the README shows, headless, from fixed seeds: run it from the
# repository's root after a change to a table (`sh docs/screenshots/retake.sh`), then look at
# each picture before committing it. Animations take a minute or two each.
set -e
export ARCADE_HEADLESS="${ARCADE_HEADLESS:-1}"
out=docs/screenshots
shot() { tabletop screenshot "$@"; }

shot menu --out $out/launcher.png --language en
shot menu --out $out/launcher_fr.png --language fr
shot menu --out $out/launcher_large_text.png --language en --text-size 200
shot damit --out $out/damit_table.png --language en
shot damit --out $out/damit_scores.png --language en --end
shot damit --out $out/damit_table_fr.png --language fr
shot damit --out $out/damit_large_text_de.png --language de --text-size 200 --high-contrast
shot mein_lieber_biber --out $out/biber_raft.png --language en
shot mein_lieber_biber --out $out/biber_tip.png --language en --seed 3 --moves 80 --players 3 --animate 0.22
shot beaver_creek --out $out/beaver_creek_dam.png --language en --seed 6 --moves 40 --players 2
shot beaver_creek --out $out/beaver_creek_accident.png --language en --seed 10 --moves 60 --players 2
shot hamsterdam --out $out/hamsterdam_flood.png --language en --moves 150

# the end screens: each game's winner moment at 2 and 4 players (Beaver Creek solo too, with its
# verdict), at 200 % text in high contrast, and its celebration 0.8 seconds in
for game in damit hamsterdam mein_lieber_biber beaver_creek; do
    name=$game; [ $game = mein_lieber_biber ] && name=biber
    shot $game --out $out/${name}_end_2.png --language en --end --players 2
    shot $game --out $out/${name}_end_4.png --language en --end --players 4
    shot $game --out $out/${name}_end_large_text.png --language en --end --players 4 --text-size 200 --high-contrast
    shot $game --out $out/${name}_end_celebration.png --language en --end --players 2 --animate 0.8
done
shot beaver_creek --out $out/beaver_creek_end_solo.png --language en --end --players 1

if [ "$1" = "--moments" ]; then
    for game in damit hamsterdam mein_lieber_biber beaver_creek; do
        name=$game; [ $game = mein_lieber_biber ] && name=biber
        shot $game --out $out/${name}_moment.gif --language en --frames 60 --every 66 --scale 0.5
    done
fi

# `--compare`: the screens the look work changed, from the same seeds as before/ (taken from the
# code before it began), each set beside its earlier picture in compare/.
if [ "$1" = "--compare" ]; then
    now=$(mktemp -d)
    export TABLETOP_DATA_DIR="$now/data"
    cmp() { name=$1; shift; shot "$@" --language en --out "$now/$name.png"; }
    cmp launcher menu
    cmp damit_table damit
    cmp biber_raft mein_lieber_biber
    cmp beaver_creek_dam beaver_creek --seed 6 --moves 40 --players 2
    cmp hamsterdam_flood hamsterdam --moves 150
    cmp damit_end damit --end
    cmp biber_end mein_lieber_biber --end
    cmp beaver_creek_end beaver_creek --end --players 2
    cmp beaver_creek_solo_end beaver_creek --end --players 1
    cmp hamsterdam_end hamsterdam --end
    python docs/screenshots/side_by_side.py $out/before "$now" $out/compare
fi
