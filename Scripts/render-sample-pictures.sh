#!/usr/bin/env bash
# Writes the README's pictures of the samples: each sample's first loaded screen at 80×24, as the terminal demo draws
# it, as an SVG with its text and colours (`braid-demo <sample> --snapshot --svg`), into docs/samples/<sample>.svg.
#
#   Scripts/render-sample-pictures.sh
#
# BraidDemoTests' "the README's pictures are the samples as they are now" fails when a picture is stale: run this
# after changing what a sample shows, and commit the pictures with the change.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product braid-demo >/dev/null
demo=$(swift build --show-bin-path)/braid-demo
mkdir -p docs/samples
"$demo" --list | while read -r sample _; do
  "$demo" "$sample" --snapshot --svg >"docs/samples/$sample.svg"
  echo "docs/samples/$sample.svg"
done
