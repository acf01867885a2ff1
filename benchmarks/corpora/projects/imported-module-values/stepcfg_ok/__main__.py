from stepcfg_ok.net import build

print([p.shape for p in build(0)])
