#!/usr/bin/env bash
# Screenshot of Neovim using `rboogie lsp`: a Boogie file is opened in a headless terminal
# (tmux), saved, and once the verification error is shown under its line the screen is
# captured and rendered as docs/lsp-neovim.png (scripts/ansi_to_png.py).
# Needs: neovim, tmux, python3-pil, fonts-dejavu-core (apt-get install -y neovim tmux
# python3-pil fonts-dejavu-core), z3 where rboogie finds it, and a built rboogie
# (default: target/release/rboogie, else target/debug/rboogie; or RBOOGIE=PATH).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
bin=${RBOOGIE:-}
if [ -z "$bin" ]; then
  for b in target/release/rboogie target/debug/rboogie; do
    if [ -x "$b" ]; then bin="$root/$b"; break; fi
  done
fi
[ -n "$bin" ] || { echo "no rboogie binary: cargo build -p cli" >&2; exit 1; }
out=${1:-docs/lsp-neovim.png}
work=$(mktemp -d)
trap 'tmux kill-session -t rboogie-shot 2>/dev/null || true; [ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
cat > "$work/demo.bpl" <<'BPL'
// rboogie lsp in Neovim: verification errors appear on save.
var balance: int;

procedure Withdraw(amount: int)
  requires amount >= 0;
  modifies balance;
  ensures balance == old(balance) - amount;
{
  balance := balance - amount;
}

procedure Main()
  modifies balance;
{
  balance := 10;
  call Withdraw(4);
  assert balance == 6;
  call Withdraw(7);
  assert balance >= 0;
}
BPL
cat > "$work/init.lua" <<LUA
vim.o.termguicolors = true
vim.o.number = true
vim.o.signcolumn = "yes"
vim.o.swapfile = false
vim.cmd("syntax off")
vim.diagnostic.config({ virtual_text = true, underline = true, signs = true, update_in_insert = false })
vim.api.nvim_create_autocmd("BufReadPost", {
  pattern = "*.bpl",
  callback = function(args)
    local id = vim.lsp.start_client({ name = "rboogie", cmd = { "$bin", "lsp" }, root_dir = "$work" })
    vim.lsp.buf_attach_client(args.buf, id)
  end,
})
LUA
cols=100; rows=26
tmux kill-session -t rboogie-shot 2>/dev/null || true
tmux new-session -d -s rboogie-shot -x $cols -y $rows -c "$work" "nvim -u $work/init.lua $work/demo.bpl"
sleep 3
tmux send-keys -t rboogie-shot ":w" Enter
for _ in $(seq 1 120); do
  if tmux capture-pane -t rboogie-shot -p | grep -q "could not be proved"; then break; fi
  sleep 0.5
done
tmux capture-pane -t rboogie-shot -p | grep -q "could not be proved" || { echo "no diagnostic shown" >&2; tmux capture-pane -t rboogie-shot -p >&2; exit 1; }
sleep 0.5
tmux capture-pane -t rboogie-shot -e -p > "$work/screen.ans"
py=python3
$py -c "import PIL" 2>/dev/null || py=/usr/bin/python3
$py scripts/ansi_to_png.py "$work/screen.ans" "$out" $cols $rows
echo "wrote $out"
