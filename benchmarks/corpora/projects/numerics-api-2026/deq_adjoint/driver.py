import jax
import jax.numpy as jnp

from . import check, train


def main():
    kd, kp = jax.random.split(jax.random.key(0))
    xs = jax.random.normal(kd, (32, 3))
    ys = jnp.sin(xs[:, 0]) + 0.5 * xs[:, 1] * xs[:, 2]
    params = train.init_params(kp, 3, 8)
    for epoch in range(30):
        params, loss = train.sgd_step(params, xs, ys)
        if epoch % 10 == 0:
            print(f"epoch {epoch:2d} loss {float(loss):.4f}")
    print("final loss", float(jax.jit(train.loss_fn)(params, xs, ys)))
    print("fixed-point residual", float(check.residual(params, xs)))
    print("relative adjoint error vs finite differences", float(check.gradient_error(params, xs[:8], ys[:8])))
