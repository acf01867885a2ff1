import jax
import jax.numpy as jnp

from . import analysis, signals


def main():
    n, fs = 512, 128.0
    freqs = jnp.array([[5.0, 20.0], [12.6, 40.0], [8.0, 31.3]])
    batch = signals.make_batch(jax.random.key(7), freqs, n, fs)
    print("SNR per row (dB)", signals.snr_db(freqs, 0.3))
    idx, refined = analysis.analyze(batch, fs / n)
    for row, fine, true in zip(idx, refined, freqs):
        found = [float(i) * fs / n for i in row if i >= 0]
        print("true", [float(f) for f in true], "bins", found, "refined", [round(float(f), 2) for f in fine if f == f])
