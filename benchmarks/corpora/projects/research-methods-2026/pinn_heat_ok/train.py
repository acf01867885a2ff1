import functools

import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from pinn_heat_ok import losses, physics
from pinn_heat_ok.config import CFG
from pinn_heat_ok.models import PINN
from pinn_heat_ok.problems import HeatProblem


def main(cfg=CFG):
    key = jax.random.PRNGKey(cfg["seed"])
    key, k_model, k_obs = jax.random.split(key, 3)
    problem = HeatProblem(cfg)
    model = PINN(cfg["width"], cfg["depth"], cfg["kappa_init"], key=k_model)
    obs = problem.observations(k_obs, cfg["n_obs"], cfg["obs_noise"])
    loss_fn = functools.partial(losses.pinn_loss, problem=problem, weights=cfg["weights"])

    optim = optax.adam(cfg["lr"])
    opt_state = optim.init(eqx.filter(model, eqx.is_array))

    @eqx.filter_jit
    def step(model, opt_state, key):
        pts = problem.sample_points(key)
        (loss, terms), grads = eqx.filter_value_and_grad(loss_fn, has_aux=True)(model, pts, obs)
        updates, opt_state = optim.update(grads, opt_state)
        model = eqx.apply_updates(model, updates)
        return model, opt_state, loss, terms

    for i in range(cfg["steps"]):
        key, sub = jax.random.split(key)
        model, opt_state, loss, terms = step(model, opt_state, sub)
        if i % 150 == 0 or i == cfg["steps"] - 1:
            print(f"{i:4d} loss={float(loss):.5f} " + " ".join(f"{k}={float(v):.2e}" for k, v in terms.items())
                  + f" kappa={float(jnp.exp(model.log_kappa)):.4f}")

    xs, ts = jnp.meshgrid(jnp.linspace(0, 1, 21), jnp.linspace(0, cfg["t_max"], 11))
    u_hat = jax.vmap(model)(xs.ravel(), ts.ravel())
    u = physics.exact_solution(xs.ravel(), ts.ravel(), cfg["kappa_true"])
    print(f"rel L2 error {float(jnp.linalg.norm(u_hat - u) / jnp.linalg.norm(u)):.4f}; "
          f"kappa {float(jnp.exp(model.log_kappa)):.4f} (true {cfg['kappa_true']})")
