import argparse

PAD, BOS = 0, 1


def parse_args(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--vocab", type=int, default=16)
    p.add_argument("--num-docs", type=int, default=32)
    p.add_argument("--doc-len", type=int, default=64)
    p.add_argument("--seq-len", type=int, default=8)
    p.add_argument("--emb", type=int, default=16)
    p.add_argument("--hidden", type=int, default=32)
    p.add_argument("--batch", type=int, default=16)
    p.add_argument("--steps", type=int, default=3)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)
