import argparse


def parse(argv):
    p = argparse.ArgumentParser()
    p.add_argument("--dim", type=int, default=16)
    p.add_argument("--latent", type=int, default=4)
    p.add_argument("--batch", type=int, default=8)
    p.add_argument("--steps", type=int, default=3)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--noise", type=float, default=0.1)
    p.add_argument("--clip-decay", type=float, default=0.9)
    p.add_argument("--clip-mult", type=float, default=2.0)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)
