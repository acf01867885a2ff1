import jax
import jax.numpy as jnp
import optax

from . import flows, monitor
from .config import CONFIG
from .data import two_moons
from .losses import nll_loss


def make_step(tx):
    @jax.jit
    def step(params, opt_state, x):
        (loss, aux), grads = jax.value_and_grad(nll_loss, has_aux=True)(params, x)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss, aux

    return step


def main(cfg=CONFIG):
    key = jax.random.PRNGKey(cfg["seed"])
    k_init, k_data, k_samp = jax.random.split(key, 3)
    params = flows.init_flow(k_init, cfg["num_couplings"], cfg["hidden"])
    tx = optax.adam(cfg["lr"])
    opt_state = tx.init(params)
    step = make_step(tx)

    for i in range(cfg["steps"]):
        k_data, sub = jax.random.split(k_data)
        x = two_moons(sub, cfg["batch_size"], cfg["noise"])
        params, opt_state, loss, aux = step(params, opt_state, x)
        print(f"step {i}: nll {float(loss):.4f} base_lp {float(aux['base_lp']):.4f}")

    print("layer diagnostics:")
    monitor.print_summary(monitor.summarize())

    z = jax.random.normal(k_samp, (cfg["num_eval_samples"], 2))
    samples = jax.jit(flows.inverse)(params, z)
    print("sample mean", jnp.round(samples.mean(0), 3), "std", jnp.round(samples.std(0), 3))
