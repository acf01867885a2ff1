import jax
import numpy as np

from . import checkpoint
from .config import parse_args
from .trainer import Trainer

DIM = 5


def make_data(rng, n):
    x = rng.standard_normal((n, DIM)).astype(np.float32)
    return x, np.abs(x @ np.linspace(-1, 1, DIM)).astype(np.float32) + 0.5


def main():
    args = parse_args()
    rng = np.random.default_rng(args.seed)
    x, y = make_data(rng, 128)
    key = jax.random.PRNGKey(args.seed)
    trainer = Trainer(DIM, args.lr, key)
    for epoch in range(args.epochs):
        for i in range(0, len(x), args.batch_size):
            key, sub = jax.random.split(key)
            xb, yb = x[i:i + args.batch_size], y[i:i + args.batch_size]
            trainer.params, loss = trainer.train_step(trainer.params, xb, yb, sub, augment=tuple(args.augment))
        nbytes = checkpoint.save(epoch, trainer.params)
        print(f"epoch {epoch} loss {float(loss):.4f} ckpt {nbytes}B")
    print("latest checkpoint", checkpoint.latest_step())
