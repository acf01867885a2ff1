import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from .config import FlowConfig
from .data import batches, two_moons
from .flow import CouplingFlow


def nll(flow, batch):
    return -jnp.mean(jax.vmap(flow.log_prob)(batch))


@eqx.filter_jit
def train_step(flow, opt_state, batch, optimizer):
    loss, grads = eqx.filter_value_and_grad(nll)(flow, batch)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(flow, eqx.is_inexact_array))
    flow = eqx.apply_updates(flow, updates)
    return flow, opt_state, loss


@eqx.filter_jit
def round_trip_error(flow, x):
    z = jax.vmap(lambda v: flow.to_base(v)[0])(x)
    x_back = jax.vmap(flow.from_base)(z)
    return jnp.max(jnp.abs(x_back - x))


def main(cfg=None):
    cfg = FlowConfig() if cfg is None else cfg
    key = jax.random.PRNGKey(cfg.seed)
    k_model, k_sample = jax.random.split(key)
    flow = CouplingFlow(cfg, key=k_model)
    optimizer = optax.adam(cfg.lr)
    opt_state = optimizer.init(eqx.filter(flow, eqx.is_inexact_array))

    stream = batches(cfg.seed, cfg.batch_size)
    for step in range(cfg.steps):
        flow, opt_state, loss = train_step(flow, opt_state, jnp.asarray(next(stream)), optimizer)
        if step % cfg.log_every == 0 or step == cfg.steps - 1:
            print(f"step {step:4d}  nll {float(loss):.4f}")

    held_out = jnp.asarray(two_moons(np.random.default_rng(123), 1000))
    print(f"held-out nll {float(eqx.filter_jit(nll)(flow, held_out)):.4f}")
    print(f"round-trip error {float(round_trip_error(flow, held_out)):.2e}")
    samples = np.asarray(eqx.filter_jit(flow.sample)(k_sample, 2000))
    ref = np.asarray(held_out)
    print("sample mean", np.round(samples.mean(0), 3), "data mean", np.round(ref.mean(0), 3))
    print("sample std ", np.round(samples.std(0), 3), "data std ", np.round(ref.std(0), 3))
