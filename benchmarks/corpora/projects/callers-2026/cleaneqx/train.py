import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from .models import DEQ
from .optim import normalized_momentum


def batch_loss(model, x, y, key):
    keys = None if key is None else jax.random.split(key, x.shape[0])
    if keys is None:
        logits = eqx.filter_vmap(model)(x)
    else:
        logits = eqx.filter_vmap(model)(x, keys)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@eqx.filter_jit
def step(model, opt_state, x, y, key, tx):
    grads = eqx.filter_grad(batch_loss)(model, x, y, key)
    loss = batch_loss(model, x, y, None)
    updates, opt_state = tx.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def run(cfg):
    key = jax.random.PRNGKey(cfg.seed)
    key, mk, dk = jax.random.split(key, 3)
    model = DEQ(cfg, mk)
    x = jax.random.normal(dk, (cfg.batch, cfg.d_in))
    y = (x[:, 0] > 0).astype(jnp.int32) + (x[:, 1] > 0).astype(jnp.int32)
    tx = normalized_momentum(cfg.lr, cfg.beta)
    opt_state = tx.init(eqx.filter(model, eqx.is_inexact_array))
    for i in range(cfg.steps):
        key, sk = jax.random.split(key)
        model, opt_state, loss = step(model, opt_state, x, y, sk, tx)
        print("step", i, "loss", f"{float(loss):.4f}")
    return model
