import numpy as np

from tapfilters import apply
from tapfilters.highpass import Emphasis
from tapfilters.lowpass import Hann, MovingAverage


def main():
    t = np.linspace(0.0, 6.0, 48, dtype=np.float32)
    signals = np.stack([np.sin(t * (k + 1)) for k in range(3)]).astype(np.float32)
    filters = [MovingAverage(4), Hann(), Emphasis(0.8, 1.5), Emphasis(0.8, 1.5, mode="clip")]
    out = apply.cascade(filters, signals)
    print("shape", out.shape, "peak", float(np.max(np.abs(out))))


if __name__ == "__main__":
    main()
