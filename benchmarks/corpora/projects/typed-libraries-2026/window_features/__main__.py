import jax

from .detect import anomaly_scores
from .signal import noisy_sine
from .stats import Stat


def main() -> None:
    x = noisy_sine(jax.random.PRNGKey(0), length=128, spike_at=70)
    for stat in (Stat.STD, Stat.RANGE):
        scores = anomaly_scores(x, size=16, stride=4, stat=stat)
        print(stat.name, "most anomalous window starts at", int(scores.argmax()) * 4)


if __name__ == "__main__":
    main()
