import numpy as np

from spectra import runner


def main():
    rng = np.random.default_rng(1)
    samples = rng.normal(size=(512,)).astype(np.float32)
    dens, lo, hi = runner.density(samples, bin_width=0.25)
    print("bins", dens.shape[0], "range", float(lo), float(hi), "mass", float(dens.sum()))


if __name__ == "__main__":
    main()
