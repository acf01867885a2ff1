import jax
import optax

from .fit import make_fit_step, neg_log_likelihood
from .kfilter import kalman_filter
from .params import build_model, init_params, true_params
from .report import describe, rmse
from .simulate import simulate_from_params
from .smoother import rts_smoother

T = 60
STEPS = 3
LR = 5e-2


def main():
    key = jax.random.PRNGKey(0)
    k_sim, k_init = jax.random.split(key)
    gt = true_params()
    xs, ys = jax.jit(simulate_from_params, static_argnums=2)(k_sim, gt, T)

    theta = init_params(k_init)
    tx = optax.adam(LR)
    opt_state = tx.init(theta)
    fit_step = make_fit_step(tx)
    describe(gt, "true")
    print(f"true nll {float(jax.jit(neg_log_likelihood)(gt, ys)):.4f}")
    for i in range(STEPS):
        theta, opt_state, loss = fit_step(theta, opt_state, ys)
        print(f"iter {i}: nll {float(loss):.4f}")
    describe(theta, "fit")

    @jax.jit
    def smooth(theta, ys):
        model = build_model(theta)
        _, filtered = kalman_filter(model, ys)
        return rts_smoother(model, filtered)

    m_sm, _ = smooth(theta, ys)
    print(f"smoothed latent rmse {rmse(m_sm, xs):.4f}")
