from stepcfg.net import build

print([p.shape for p in build(0)])
