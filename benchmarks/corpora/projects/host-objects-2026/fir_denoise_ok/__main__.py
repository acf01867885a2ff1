import numpy as np

from . import pipeline, signals
from .config import DenoiseConfig


def main():
    cfg = DenoiseConfig()
    clean, noisy = signals.make_channels(cfg)
    scores = pipeline.run(cfg, clean, noisy)
    np.set_printoptions(precision=2)
    print("SNR before (dB):", scores["snr_before"])
    print("SNR after  (dB):", scores["snr_after"])
    print("high-band energy reduction:", scores["hf_reduction"])


if __name__ == "__main__":
    main()
