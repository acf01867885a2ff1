import argparse


def get_options(argv):
    p = argparse.ArgumentParser()
    p.add_argument("--vocab", type=int, default=20)
    p.add_argument("--num_tags", type=int, default=5)
    p.add_argument("--max_len", type=int, default=12)
    p.add_argument("--min_len", type=int, default=4)
    p.add_argument("--dim", type=int, default=32)
    p.add_argument("--heads", type=int, default=4)
    p.add_argument("--depth", type=int, default=2)
    p.add_argument("--batch", type=int, default=16)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--steps", type=int, default=3)
    p.add_argument("--seed", type=int, default=0)
    return vars(p.parse_args(argv))
