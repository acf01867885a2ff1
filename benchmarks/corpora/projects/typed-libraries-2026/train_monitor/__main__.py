import jax

from .params import LinearParams
from .recorders import HistoryMonitor
from .train import fit


def main() -> None:
    kx, kp = jax.random.split(jax.random.PRNGKey(0))
    x = jax.random.normal(kx, (64, 3))
    y = x @ jax.numpy.array([1.0, -2.0, 0.5]) + 0.3
    monitor = HistoryMonitor()
    params = fit(LinearParams.init(kp, 3), x, y, monitor, steps=20)
    print("w", params.w.round(3).tolist(), "b", round(float(params.b), 3))
    print("summary", monitor.summary())


if __name__ == "__main__":
    main()
