from __future__ import annotations

from typing import Callable

import jax
import jax.numpy as jnp
import optax

from gpfit.config import GPConfig
from gpfit.kernels import HyperParams, KernelFn, init_hyperparams
from gpfit.likelihood import Posterior, neg_log_marginal_likelihood, posterior

StepFn = Callable[[HyperParams, optax.OptState], tuple[HyperParams, optax.OptState, jax.Array]]


class GPRegressor:
    def __init__(self, cfg: GPConfig, kernel: KernelFn) -> None:
        self.cfg = cfg
        self.kernel = kernel
        self.params: HyperParams = init_hyperparams(cfg.noise_std)
        self.optimizer = optax.adam(cfg.learning_rate)

    def objective(self, params: HyperParams, X: jax.Array, y: jax.Array) -> jax.Array:
        return neg_log_marginal_likelihood(params, X, y, self.kernel, self.cfg.base_jitter)

    def _make_step(self, X: jax.Array, y: jax.Array) -> StepFn:
        @jax.jit
        def step(
            params: HyperParams, opt_state: optax.OptState
        ) -> tuple[HyperParams, optax.OptState, jax.Array]:
            loss, grads = jax.value_and_grad(self.objective)(params, X, y)
            updates, opt_state = self.optimizer.update(grads, opt_state, params)
            return optax.apply_updates(params, updates), opt_state, loss

        return step

    def fit(self, X: jax.Array, y: jax.Array) -> list[float]:
        step = self._make_step(X, y)
        params = self.params
        opt_state = self.optimizer.init(params)
        history: list[float] = []
        for i in range(self.cfg.n_steps):
            params, opt_state, loss = step(params, opt_state)
            if i % self.cfg.log_every == 0:
                history.append(float(loss))
                print(f"step {i:4d}  nlml {history[-1]:.4f}")
        self.params = params
        return history

    def predict(self, X: jax.Array, y: jax.Array, X_star: jax.Array) -> Posterior:
        return posterior(self.params, X, y, X_star, self.kernel, self.cfg.base_jitter)
