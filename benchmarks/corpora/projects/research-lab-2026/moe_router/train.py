import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from .config import MoEConfig
from .data import batches, clustered_regression
from .losses import moe_loss
from .model import MoELayer


def make_step(optimizer, balance_weight):
    @eqx.filter_jit
    def step(model, opt_state, x, y):
        (loss, mse), grads = eqx.filter_value_and_grad(moe_loss, has_aux=True)(model, x, y, balance_weight)
        updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        return eqx.apply_updates(model, updates), opt_state, loss, mse

    return step


def main():
    cfg = MoEConfig()
    x, y = clustered_regression(cfg)
    model = MoELayer(cfg, jax.random.PRNGKey(cfg.seed))
    optimizer = optax.adam(cfg.lr)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    step = make_step(optimizer, cfg.balance_weight)
    stream = batches(x, y, cfg.batch_size, np.random.default_rng(cfg.seed))
    for i in range(cfg.steps):
        xb, yb = next(stream)
        model, opt_state, loss, mse = step(model, opt_state, xb, yb)
        if i % 20 == 0:
            print(f"step {i:3d} loss {float(loss):.4f} mse {float(mse):.4f}")
    _, probs = eqx.filter_jit(model)(jnp.asarray(x))
    usage = np.bincount(np.asarray(jnp.argmax(probs, axis=-1)), minlength=cfg.n_experts)
    print("expert usage", usage.tolist())
