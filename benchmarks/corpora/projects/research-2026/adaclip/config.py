import argparse


def parse(argv=None):
    p = argparse.ArgumentParser(prog="adaclip")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--features", type=int, default=20)
    p.add_argument("--classes", type=int, default=5)
    p.add_argument("--hidden", type=int, default=128)
    p.add_argument("--depth", type=int, default=3)
    p.add_argument("--dropout", type=float, default=0.1)
    p.add_argument("--batch", type=int, default=32)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--momentum", type=float, default=0.9)
    p.add_argument("--max-norm", type=float, default=0.5)
    p.add_argument("--steps", type=int, default=2)
    return p.parse_args(argv)
