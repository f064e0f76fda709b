# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

# Instructions a guest ran, from the log of QEMU -d in_asm,exec,nochain (bench/firmware-footprint.sh):
# each translated block's instructions (in_asm), once for every time the block ran (exec).
/^IN:/ { inblock = 1; pc = ""; n = 0; next }
inblock && /^0x[0-9a-fA-F]+:/ { if (pc == "") pc = substr($1, 1, length($1) - 1); n++; next }
inblock && /^$/ { if (pc != "") size[tolower(pc)] = n; inblock = 0; next }
/^Trace [0-9]+:/ {
  split($0, parts, "[][/]"); pc = "0x" tolower(parts[3]);
  if (!(pc in size)) { missing++ }
  total += size[pc]
}
END { if (missing) { print "unknown blocks: " missing > "/dev/stderr"; exit 1 } print total }
