#!/bin/sh
# Scores every sample e-mail (packages/api/mail-preview/*.eml, from `pnpm mail:preview` or
# `pnpm --filter @studio/api mail:samples`) with a local SpamAssassin (`spamassassin -L -t`: local
# tests only, no network), and fails when one scores above 1.0. Needs Debian's `spamassassin`.
set -eu
dir="$(dirname "$0")/../packages/api/mail-preview"
limit=1.0
command -v spamassassin >/dev/null || { echo "mail:spamcheck: install Debian's spamassassin (apt-get install spamassassin)" >&2; exit 1; }
ls "$dir"/*.eml >/dev/null 2>&1 || { echo "mail:spamcheck: no e-mails in $dir; run pnpm mail:preview first" >&2; exit 1; }
failed=0
for eml in "$dir"/*.eml; do
  report=$(spamassassin -L -t < "$eml" 2>/dev/null)
  score=$(printf '%s\n' "$report" | sed -n 's/^X-Spam-Status: [A-Za-z]*, score=\([-0-9.]*\).*/\1/p' | head -n 1)
  verdict=ok
  if awk "BEGIN { exit !($score > $limit) }"; then verdict="OVER $limit"; failed=1; fi
  printf '%-28s %6s  %s\n' "$(basename "$eml" .eml)" "$score" "$verdict"
  if [ "$verdict" != ok ]; then printf '%s\n' "$report" | sed -n '/^Content analysis details/,/^$/p;/^ pts rule/,/^$/p' | sed 's/^/    /'; fi
done
exit "$failed"
