from __future__ import annotations

import jax
import optax
from flax import nnx

from .config import ModelConfig, TrainConfig
from .layers import GatedMLP
from .train import make_batch, train_step


def main() -> None:
    mcfg, tcfg = ModelConfig(), TrainConfig()
    model = GatedMLP(mcfg, rngs=nnx.Rngs(tcfg.seed))
    optimizer = nnx.Optimizer(model, optax.adamw(tcfg.learning_rate), wrt=nnx.Param)
    key = jax.random.key(tcfg.seed)
    for step in range(tcfg.steps):
        key, sub = jax.random.split(key)
        x, labels = make_batch(sub, tcfg.batch_size, mcfg.d_in, mcfg.d_out)
        loss = train_step(model, optimizer, x, labels)
        print(f"step={step} loss={loss:.4f}")


if __name__ == "__main__":
    main()
