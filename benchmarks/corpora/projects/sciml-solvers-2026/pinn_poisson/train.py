import jax
import jax.numpy as jnp
import numpy as np
import optax

from .config import get_config
from .network import MLP
from .problem import exact_solution
from .residual import boundary_loss, interior_loss
from .sampling import boundary_points, eval_grid, interior_points


def make_loss(model, cfg):
    def loss_fn(params, interior, boundary):
        li = interior_loss(model, params, interior)
        lb = boundary_loss(model, params, boundary)
        return li + cfg["bc_weight"] * lb, (li, lb)

    return loss_fn


def make_train_step(model, tx, cfg):
    loss_fn = make_loss(model, cfg)

    @jax.jit
    def train_step(params, opt_state, interior, boundary):
        (loss, parts), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, interior, boundary)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss, parts

    return train_step


def relative_l2(model, params, m):
    pts = eval_grid(m)
    pred = np.asarray(jax.jit(model.apply)(params, pts))
    ref = exact_solution(pts)
    return float(np.linalg.norm(pred - ref) / np.linalg.norm(ref))


def main(**overrides):
    cfg = get_config(**overrides)
    key = jax.random.PRNGKey(cfg["seed"])
    k_init, k_int, k_bnd = jax.random.split(key, 3)
    model = MLP(widths=cfg["widths"])
    params = jax.jit(model.init)(k_init, jnp.zeros(2))
    tx = optax.adam(cfg["lr"])
    opt_state = tx.init(params)
    interior = jax.jit(interior_points, static_argnums=1)(k_int, cfg["n_interior"])
    boundary = jax.jit(boundary_points, static_argnums=1)(k_bnd, cfg["n_boundary"])
    train_step = make_train_step(model, tx, cfg)

    for step in range(cfg["steps"]):
        params, opt_state, loss, (li, lb) = train_step(params, opt_state, interior, boundary)
        if step % cfg["log_every"] == 0 or step == cfg["steps"] - 1:
            print(f"step {step:4d}  loss {float(loss):.4e}  pde {float(li):.3e}  bc {float(lb):.3e}")

    err = relative_l2(model, params, cfg["eval_points"])
    print(f"relative L2 error on {cfg['eval_points']}x{cfg['eval_points']} grid: {err:.3e}")
    return err
