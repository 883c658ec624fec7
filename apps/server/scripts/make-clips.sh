#!/usr/bin/env bash
# Regenerates the demo video clips: synthetic test patterns with a sine tone, as HLS (4 s segments) plus a
# 5×4 thumbnail sprite of 160×90 frames for seek previews. Needs ffmpeg (apt-get install -y ffmpeg); the
# app itself never does. Output: assets/clips/<name>/{index.m3u8,seg_NNN.ts,sprite.jpg}
set -euo pipefail
cd "$(dirname "$0")/.."
out=assets/clips
rm -rf "$out" && mkdir -p "$out"

# name  source filter                                      seconds  tone(Hz)
clips=(
  "bars   smptehdbars=size=320x180:rate=25[a];testsrc2=size=96x54:rate=25[b];[a][b]overlay=x=(W-w)*(0.5+0.45*sin(t)):y=110[out0]  20  440"
  "grid   testsrc=size=320x180:rate=25                       30  523"
  "hue    testsrc2=size=320x180:rate=25,hue=h=t*24:s=1.2         45  330"
  "zoom   mandelbrot=size=320x180:rate=25:maxiter=200            60  392"
)

for line in "${clips[@]}"; do
  read -r name source seconds tone <<<"$line"
  dir="$out/$name"; mkdir -p "$dir"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$source" -f lavfi -i "sine=frequency=$tone:sample_rate=22050" -t "$seconds" \
    -c:v libx264 -profile:v baseline -preset veryfast -b:v 110k -maxrate 140k -bufsize 280k \
    -g 50 -keyint_min 50 -sc_threshold 0 -pix_fmt yuv420p \
    -c:a aac -b:a 24k -ac 1 \
    -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_filename "$dir/seg_%03d.ts" "$dir/index.m3u8"
  # 20 evenly spaced frames, tiled 5 across and 4 down.
  ffmpeg -hide_banner -loglevel error -y -i "$dir/index.m3u8" \
    -vf "fps=20/$seconds,scale=160:90,tile=5x4" -frames:v 1 -q:v 6 "$dir/sprite.jpg"
  echo "$name: ${seconds}s"
done
du -sh "$out"
