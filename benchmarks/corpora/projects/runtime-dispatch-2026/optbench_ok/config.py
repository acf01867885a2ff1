"""argparse-backed configuration; defaults reproduce the reference run."""
import argparse


def build_parser():
    p = argparse.ArgumentParser(prog="optbench")
    p.add_argument("--optimizer", default="adam")
    p.add_argument("--schedule", default="warmup_cosine")
    p.add_argument("--lr", type=float, default=0.05)
    p.add_argument("--final-lr-ratio", type=float, default=0.05)
    p.add_argument("--warmup", type=int, default=10)
    p.add_argument("--steps", type=int, default=80)
    p.add_argument("--clip", type=float, default=10.0)
    p.add_argument("--objectives", default="rosenbrock,rastrigin,styblinski_tang")
    p.add_argument("--dim", type=int, default=2)
    p.add_argument("--starts", type=int, default=16)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--preview-points", type=int, default=5)
    return p


def parse(argv=None):
    args = build_parser().parse_args(argv)
    args.objectives = tuple(s.strip() for s in args.objectives.split(",") if s.strip())
    return args
