#!/usr/bin/env bash
# Installs the system packages the tests need when they are missing: Debian's chromium (browser
# downloads are blocked here), the PostgreSQL 15 server, the pgTAP extension and pg_prove used by the SQL
# tests, and nginx, which runs the nginx configuration the build writes (e2e/host-config.spec.ts).
set -euo pipefail

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/lib/postgresql/15/bin/initdb ] || need+=(postgresql-15)
[ -f /usr/share/postgresql/15/extension/pgtap.control ] || need+=(postgresql-15-pgtap)
command -v pg_prove >/dev/null 2>&1 || need+=(libtap-parser-sourcehandler-pgtap-perl)
[ -x /usr/sbin/nginx ] || need+=(nginx-light)
[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  SUDO=sudo
else
  SUDO=
fi
echo "Installing system packages: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" fonts-liberation >/dev/null
