#!/usr/bin/env bash
# Runs a command on this machine as a fresh Debian machine with Node would run it: Chromium, nginx and every Java
# runtime removed, in a mount namespace whose /usr, /etc, /var and /opt are copy-on-write overlays in a temporary
# folder. Nothing outside the namespace changes; the project folder itself is the real one. Needs root.
#   bash scripts/setup/clean-room.sh bash scripts/setup/system-deps.sh
#   bash scripts/setup/clean-room.sh npm run test:all
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 COMMAND [ARGS...]" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || { echo "clean-room: needs root (mount namespaces and overlays)" >&2; exit 1; }

layers=$(mktemp -d /tmp/clean-room-XXXXXX)
trap 'rm -rf "$layers"' EXIT
export CLEAN_ROOM_LAYERS=$layers
unset CHROME_PATH

exec unshare --mount --propagation private bash -euo pipefail -c '
  for dir in usr etc var opt; do
    mkdir -p "$CLEAN_ROOM_LAYERS/$dir/upper" "$CLEAN_ROOM_LAYERS/$dir/work"
    mount -t overlay overlay -o "lowerdir=/$dir,upperdir=$CLEAN_ROOM_LAYERS/$dir/upper,workdir=$CLEAN_ROOM_LAYERS/$dir/work" "/$dir"
  done
  packages=$(dpkg-query -W -f "\${Package}\n" | grep -E "^(chromium|nginx|libnginx-mod|openjdk-|default-jre|default-jdk|ca-certificates-java|java-common)" || true)
  echo "clean-room: removing $(echo $packages)"
  # apt, not dpkg: whatever depends on them goes too, so the package database stays whole, as on a machine without them.
  DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq $packages > /dev/null 2>&1
  # Runtimes that no package installed (unpacked by hand under /usr/lib/jvm or /opt) go too.
  rm -rf /usr/lib/jvm /opt/java /opt/*jdk* /opt/*jre*
  for tool in java chromium nginx; do
    if command -v "$tool" > /dev/null; then echo "clean-room: $tool is still at $(command -v "$tool")" >&2; exit 1; fi
  done
  [ ! -e /usr/sbin/nginx ] && [ ! -e /usr/bin/chromium ] || { echo "clean-room: nginx or chromium still present" >&2; exit 1; }
  echo "clean-room: no java, chromium or nginx; running: $*"
  exec "$@"
' clean-room "$@"
