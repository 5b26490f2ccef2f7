#!/usr/bin/env bash
# Prints the stamp of a storefront build: what its sources are in git's index (the storefront, the
# design system and the tokens it composes) and the size of their uncommitted changes. `npm start`
# (start.sh), `npm run start:cluster` (cluster.sh) and the storefront benches (bench/server.mjs)
# build again when it differs from the one in storefront/build/.source-hash.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
dirs=(storefront design-system tokens)
echo "$(git ls-files -s "${dirs[@]}" 2>/dev/null | sha1sum | cut -d' ' -f1)-$(git diff --stat -- "${dirs[@]}" | sha1sum | cut -d' ' -f1)"
