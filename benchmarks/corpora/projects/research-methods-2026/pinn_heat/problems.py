import jax
import jax.numpy as jnp

from pinn_heat import physics


class HeatProblem:
    """1-D heat equation on [0,1] x [0,T] with Dirichlet zero boundaries and
    unknown diffusivity (inverse problem from sparse noisy observations)."""

    def __init__(self, cfg):
        self.t_max = cfg["t_max"]
        self.kappa_true = cfg["kappa_true"]
        self.residual_fn = physics.heat_residual
        self.initial_fn = physics.initial_condition
        self.sizes = (cfg["n_collocation"], cfg["n_initial"], cfg["n_boundary"])

    def observations(self, key, n, noise):
        k1, k2, k3 = jax.random.split(key, 3)
        x = jax.random.uniform(k1, (n,))
        t = jax.random.uniform(k2, (n,), maxval=self.t_max)
        u = physics.exact_solution(x, t, self.kappa_true) + noise * jax.random.normal(k3, (n,))
        return x, t, u

    def sample_points(self, key):
        n_c, n_i, n_b = self.sizes
        ks = jax.random.split(key, 5)
        xc = jax.random.uniform(ks[0], (n_c,))
        tc = jax.random.uniform(ks[1], (n_c,), maxval=self.t_max)
        xi = jax.random.uniform(ks[2], (n_i,))
        tb = jax.random.uniform(ks[3], (n_b,), maxval=self.t_max)
        xb = jnp.where(jax.random.bernoulli(ks[4], 0.5, (n_b,)), 1.0, 0.0)
        return dict(xc=xc, tc=tc, xi=xi, xb=xb, tb=tb)
