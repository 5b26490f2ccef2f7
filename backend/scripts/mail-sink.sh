#!/bin/sh
# Mail transport of the local and test instances: Directus' sendmail transport pipes every
# message here, and it is written as one .eml file in $MAIL_SINK_DIR, where the end-to-end
# tests read invite, verification and password-reset links.
dir="${MAIL_SINK_DIR:-/tmp/citta-mail}"
mkdir -p "$dir"
file="$dir/$(date +%s%N)-$$.eml"
cat > "$file.part" && mv "$file.part" "$file"
