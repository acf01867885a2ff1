import argparse


def get_parser():
    p = argparse.ArgumentParser(description="spiral classifier")
    p.add_argument("--n-points", type=int, default=600)
    p.add_argument("--noise", type=float, default=0.15)
    p.add_argument("--hidden", type=int, default=64)
    p.add_argument("--depth", type=int, default=3)
    p.add_argument("--dropout", type=float, default=0.1)
    p.add_argument("--lr", type=float, default=5e-3)
    p.add_argument("--batch-size", type=int, default=100)
    p.add_argument("--epochs", type=int, default=5)
    p.add_argument("--ema-decay", type=float, default=0.99)
    p.add_argument("--log-window", type=int, default=4)
    p.add_argument("--seed", type=int, default=0)
    return p


def parse(argv=None):
    return get_parser().parse_args([] if argv is None else argv)
