import jax
import jax.numpy as jnp
from flax import nnx

from . import train, tree_utils
from .config import MoEConfig
from .model import SoftMoE


def target(x):
    return jnp.where(x[:, :1] > 0, jnp.sin(3 * x[:, 1:2]), x[:, 2:3] ** 2 - x[:, 3:4])


def main():
    cfg = MoEConfig()
    model = SoftMoE(cfg, nnx.Rngs(0))
    params = nnx.to_pure_dict(nnx.state(model, nnx.Param))
    counts = tree_utils.count_leaves(params)
    print(f"{len(counts)} parameter arrays, {sum(counts.values())} scalars")
    optimizer = train.make_optimizer(model, cfg)

    key = jax.random.PRNGKey(0)
    for step in range(cfg.steps):
        key, sub = jax.random.split(key)
        x = jax.random.normal(sub, (cfg.batch, cfg.dim))
        loss, metrics = train.train_step(model, optimizer, x, target(x))
        if step in cfg.log_every:
            host = jax.device_get(metrics)
            print(f"step {step:3d} loss={float(loss):.4f} " + " ".join(f"{k}={float(v):.4f}" for k, v in host.items()))


if __name__ == "__main__":
    main()
