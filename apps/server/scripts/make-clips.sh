#!/usr/bin/env bash
# Regenerates the demo video clips: synthetic test patterns with a sine tone, as an HLS ladder of three quality
# levels (360p, 720p, 1080p; 2 s segments) under one master playlist, plus a 5×4 thumbnail sprite of 160×90
# frames for seek previews. Each level carries its name burned into the picture, so a switch is visible.
# Needs ffmpeg with libx264 and drawtext (apt-get install -y ffmpeg); the app itself never does.
# Output: assets/clips/<name>/{index.m3u8 (master), <level>/index.m3u8, <level>/seg_NNN.ts, sprite.jpg}
set -euo pipefail
cd "$(dirname "$0")/.."
out=assets/clips
font=${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}
rm -rf "$out" && mkdir -p "$out"

# The pattern is drawn at 640×360 (cheap to render, tiny to store) and scaled up per level; the label is drawn
# after scaling, at each level's own resolution.
# name  source filter (640×360)                                                                       seconds  tone(Hz)
clips=(
  "bars   smptehdbars=size=640x360:rate=25[a];testsrc2=size=192x108:rate=25[b];[a][b]overlay=x=(W-w)*(0.5+0.45*sin(t)):y=220  16  440"
  "grid   testsrc=size=640x360:rate=25                                                                     20  523"
  "hue    testsrc2=size=640x360:rate=25,hue=h=t*24:s=1.2                                                     24  330"
  "zoom   mandelbrot=size=640x360:rate=25:maxiter=200                                                        30  392"
)

# level  height  video bitrate  label: one line per level of the ladder in src/lib/hls-ladder.ts (uploaded works use it too).
mapfile -t levels < <(npx tsx -e "import { HLS_LADDER } from './src/lib/hls-ladder.ts'; for (const l of HLS_LADDER) console.log([l.name, l.height, l.videoRate, l.label].join(' '));")

for line in "${clips[@]}"; do
  read -r name source seconds tone <<<"$line"
  dir="$out/$name"; mkdir -p "$dir"
  count=${#levels[@]}
  split="[src]split=$count"
  maps=()
  streams=()
  filters=""
  args_rate=()
  for i in "${!levels[@]}"; do
    read -r level height rate label <<<"${levels[$i]}"
    split+="[s$i]"
    filters+=";[s$i]scale=-2:$height:flags=lanczos,drawtext=fontfile=$font:text='$label':x=w*0.04:y=h*0.06:fontsize=$((height / 12)):fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=$((height / 90))[v$i]"
    maps+=(-map "[v$i]" -map 0:a)
    streams+=("v:$i,a:$i,name:$level")
    args_rate+=("-b:v:$i" "$rate" "-maxrate:v:$i" "$rate" "-bufsize:v:$i" "$rate")
  done
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -t "$seconds" -i "sine=frequency=$tone:sample_rate=22050" \
    -filter_complex "${source}[src];$split$filters" \
    "${maps[@]}" -t "$seconds" \
    -c:v libx264 -profile:v main -preset veryfast "${args_rate[@]}" \
    -g 50 -keyint_min 50 -sc_threshold 0 -pix_fmt yuv420p \
    -c:a aac -b:a 24k -ac 1 \
    -f hls -hls_time 2 -hls_playlist_type vod -hls_flags independent_segments \
    -master_pl_name index.m3u8 -var_stream_map "${streams[*]}" \
    -hls_segment_filename "$dir/%v/seg_%03d.ts" "$dir/%v/index.m3u8"
  # 20 evenly spaced frames of the smallest level, tiled 5 across and 4 down.
  ffmpeg -hide_banner -loglevel error -y -i "$dir/360p/index.m3u8" \
    -vf "fps=20/$seconds,scale=160:90,tile=5x4" -frames:v 1 -q:v 6 "$dir/sprite.jpg"
  echo "$name: ${seconds}s"
done
du -sh "$out"
