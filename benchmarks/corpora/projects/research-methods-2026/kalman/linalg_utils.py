import jax.numpy as jnp


def symmetrize(P):
    return 0.5 * (P + P.T)


def mvn_logpdf(resid, S):
    L = jnp.linalg.cholesky(S)
    z = jnp.linalg.solve(L, resid)
    logdet = 2.0 * jnp.sum(jnp.log(jnp.diag(L)))
    return -0.5 * (z @ z + logdet + resid.shape[0] * jnp.log(2 * jnp.pi))
