import argparse

import jax

from .sampling import generate
from .train import train
from .utils import render, save_state


def main():
    p = argparse.ArgumentParser(description="tiny VAE")
    p.add_argument("--latent-dim", type=int, default=4)
    p.add_argument("--beta", type=float, default=1.0)
    p.add_argument("--epochs", type=int, default=4)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--num-samples", type=int, default=3)
    p.add_argument("--ckpt", default="")
    p.add_argument("--no-render", action="store_true")
    args = p.parse_args()

    state = train(args)
    samples = generate(state, jax.random.key(123), num_samples=args.num_samples)
    if not args.no_render:
        for img in samples:
            print(render(img))
    save_state(args.ckpt, state)
