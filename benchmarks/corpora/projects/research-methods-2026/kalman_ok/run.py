import jax
import jax.numpy as jnp
import numpy as np

from kalman_ok import fit, simulate
from kalman_ok.filtering import kalman_filter
from kalman_ok.smoothing import rts_smoother
from kalman_ok.ssm import LinearGaussianSSM

SETTINGS = {"seed": 11, "T": 200, "dt": 0.1, "q_true": 0.5, "r_true": 0.04}


def main(s=SETTINGS):
    xs, ys = simulate.simulate_track(s["seed"], s["T"], s["dt"], s["q_true"], s["r_true"])
    print(f"{np.isnan(ys[:, 0]).sum()} of {len(ys)} measurements missing")
    m0 = jnp.zeros(4)
    P0 = jnp.eye(4) * 10.0
    ys = jnp.asarray(ys)
    theta = fit.fit_noise(ys, s["dt"], m0, P0)
    q, r = float(jnp.exp(theta["log_q"])), float(jnp.exp(theta["log_r"]))
    print(f"fitted q={q:.3f} (true {s['q_true']}), r={r:.4f} (true {s['r_true']})")

    @jax.jit
    def smooth(ys):
        model = LinearGaussianSSM.constant_velocity(s["dt"], q, r)
        filt = kalman_filter(model, ys, m0, P0)
        return filt["ms"], rts_smoother(model, filt)[0]

    ms_f, ms_s = smooth(ys)
    rmse_f = np.sqrt(np.mean((np.asarray(ms_f)[:, :2] - xs[:, :2]) ** 2))
    rmse_s = np.sqrt(np.mean((np.asarray(ms_s)[:, :2] - xs[:, :2]) ** 2))
    print(f"position RMSE  filter {rmse_f:.4f}   smoother {rmse_s:.4f}")
