from types import SimpleNamespace

CFG = SimpleNamespace(members=4, features=3, hidden=8, n=30, lr=0.05, steps=6, temperature=2, seed=0)
