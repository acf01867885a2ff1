import jax.numpy as jnp

from kalman.linalg_utils import mvn_logpdf, symmetrize


class LinearGaussianSSM:
    """x_t = F x_{t-1} + w,  y_t = H x_t + v,  w ~ N(0, Q), v ~ N(0, R)."""

    def __init__(self, F, H, Q, R):
        self.F, self.H, self.Q, self.R = F, H, Q, R

    @classmethod
    def constant_velocity(cls, dt, q, r, ndim=2):
        I = jnp.eye(ndim)
        Z = jnp.zeros((ndim, ndim))
        F = jnp.block([[I, dt * I], [Z, I]])
        H = jnp.concatenate([I, Z], axis=1)
        Q1 = jnp.array([[dt ** 3 / 3, dt ** 2 / 2], [dt ** 2 / 2, dt]])
        Q = q * jnp.kron(Q1, I)
        R = r * I
        return cls(F, H, Q, R)

    def predict(self, m, P):
        m = self.F @ m
        P = symmetrize(self.F @ P @ self.F.T + self.Q)
        return m, P

    def update(self, m, P, y):
        if jnp.any(jnp.isnan(y)):
            # dropped measurement: nothing to condition on
            return m, P, 0.0
        S = symmetrize(self.H @ P @ self.H.T + self.R)
        K = jnp.linalg.solve(S, self.H @ P).T
        resid = y - self.H @ m
        m_new = m + K @ resid
        P_new = symmetrize(P - K @ S @ K.T)
        ll = mvn_logpdf(resid, S)
        return m_new, P_new, ll
