#!/usr/bin/env bash
# What the test suite needs beyond npm, from Debian's own packages, installed when missing:
#   chromium                                   the browser suite (playwright-core never downloads a browser)
#   nginx, libnginx-mod-http-brotli-static     the browser suite serves the build as deploy/nginx.conf does
#   default-jre-headless                       the Nu HTML Checker (vnu-jar) in the build layer runs on Java
# bash scripts/setup/system-deps.sh            installs what is missing (as root, or through sudo)
# bash scripts/setup/system-deps.sh --check    only says what is missing; exits 1 when something is
set -euo pipefail

check_only=0
[ "${1:-}" = "--check" ] && check_only=1

missing=()
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] || { echo "system-deps: CHROME_PATH=$CHROME_PATH is not an executable file" >&2; exit 1; }
elif [ ! -x /usr/bin/chromium ]; then
  missing+=(chromium)
fi
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
# A java on PATH that cannot start (a dangling alternative) counts as missing.
java -version > /dev/null 2>&1 || missing+=(default-jre-headless)

if [ ${#missing[@]} -eq 0 ]; then
  echo "system-deps: Chromium, nginx with brotli_static and Java are present"
  exit 0
fi
echo "system-deps: missing Debian packages: ${missing[*]}"
[ $check_only -eq 1 ] && exit 1

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo > /dev/null; then
  as_root=(sudo)
else
  echo "system-deps: run as root: apt-get update && apt-get install -y ${missing[*]}" >&2
  exit 1
fi
"${as_root[@]}" apt-get update -qq
# --reinstall: a package dpkg lists as installed whose files are gone is put back too.
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --reinstall "${missing[@]}" > /dev/null
exec "$0" --check
