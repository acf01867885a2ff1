from __future__ import annotations

import jax

from .rollout import init_policy, rollout_cost


def main() -> None:
    dim, horizon = 3, 12
    key = jax.random.PRNGKey(1)
    k_p, k_x, k_n = jax.random.split(key, 3)
    params = init_policy(k_p, dim)
    x0 = jax.random.normal(k_x, (dim,))
    noise = 0.05 * jax.random.normal(k_n, (horizon, dim))
    cost, grads = jax.value_and_grad(rollout_cost)(params, x0, noise)
    print("cost", float(cost), "grad norm", float(jax.numpy.linalg.norm(grads.w)))


if __name__ == "__main__":
    main()
