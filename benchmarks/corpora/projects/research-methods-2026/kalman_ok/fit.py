import jax
import jax.numpy as jnp
import optax

from kalman_ok.filtering import kalman_filter
from kalman_ok.ssm import LinearGaussianSSM


def neg_loglik(theta, ys, dt, m0, P0):
    model = LinearGaussianSSM.constant_velocity(dt, jnp.exp(theta["log_q"]), jnp.exp(theta["log_r"]))
    return -kalman_filter(model, ys, m0, P0)["loglik"] / ys.shape[0]


def fit_noise(ys, dt, m0, P0, steps=150, lr=0.05):
    theta = {"log_q": jnp.array(0.0), "log_r": jnp.array(0.0)}
    opt = optax.adam(lr)
    state = opt.init(theta)
    loss_and_grad = jax.jit(jax.value_and_grad(neg_loglik), static_argnums=(2,))
    for i in range(steps):
        loss, g = loss_and_grad(theta, ys, dt, m0, P0)
        upd, state = opt.update(g, state)
        theta = optax.apply_updates(theta, upd)
        if i % 50 == 0:
            print(f"  MLE step {i:3d}: nll/T = {float(loss):.4f}")
    return theta
