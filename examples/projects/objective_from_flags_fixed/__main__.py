"""Train for a few steps with the default flags, then report on the host."""

import argparse

import jax.numpy as jnp

import objective_from_flags_fixed.objectives  # registers the objectives
import objective_from_flags_fixed.reports  # noqa: F401  (registers the reports)
from objective_from_flags_fixed.train import Trainer

parser = argparse.ArgumentParser()
parser.add_argument("--objective", default="cosine")
parser.add_argument("--report", default="spread")
parser.add_argument("--lr", type=float, default=0.05)
args = parser.parse_args([])

trainer = Trainer(args)
w = jnp.eye(3)
x1 = jnp.arange(12.0).reshape(4, 3) / 10
x2 = x1 + 0.1
for _ in range(3):
    w, loss = trainer.step(w, x1, x2)
print(float(loss), trainer.report(x1 @ w, x2 @ w))
