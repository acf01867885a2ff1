import argparse


def get_args(argv=()):
    p = argparse.ArgumentParser("maml-sinusoid")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--meta_batch", type=int, default=16)
    p.add_argument("--k_shot", type=int, default=10)
    p.add_argument("--k_query", type=int, default=10)
    p.add_argument("--inner_steps", type=int, default=3)
    p.add_argument("--inner_schedule", type=str, default="per_step")
    p.add_argument("--inner_lr", type=float, default=0.01)
    p.add_argument("--meta_lr", type=float, default=1e-3)
    p.add_argument("--meta_iters", type=int, default=300)
    p.add_argument("--width", type=int, default=40)
    return p.parse_args(list(argv))
