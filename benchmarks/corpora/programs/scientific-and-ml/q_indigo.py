"""FIR low-pass design and overlap-add filtering of a noisy chirp signal."""
import functools

import jax
import jax.numpy as jnp
import numpy as np

FS = 1000.0
CUTOFF = 60.0
N_TAPS = 63
BLOCK = 128


def design_lowpass(n_taps, cutoff, fs):
    n = np.arange(n_taps) - (n_taps - 1) / 2
    h = np.sinc(2 * cutoff / fs * n) * np.hamming(n_taps)
    return jnp.asarray(h / h.sum(), dtype=jnp.float32)


def chirp(n, key):
    t = jnp.arange(n) / FS
    sig = jnp.sin(2 * jnp.pi * (10.0 * t + 40.0 * t ** 2))
    return sig + 0.5 * jax.random.normal(key, (n,))


@functools.partial(jax.jit, static_argnames=("block",))
def overlap_add(x, h, block):
    n_fft = int(2 ** np.ceil(np.log2(block + h.shape[0] - 1)))
    n_blocks = x.shape[0] // block
    segs = x[: n_blocks * block].reshape(n_blocks, block)
    H = jnp.fft.rfft(h, n_fft)
    Y = jnp.fft.irfft(jnp.fft.rfft(segs, n_fft, axis=1) * H, n_fft, axis=1)
    out = jnp.zeros(n_blocks * block + n_fft)

    def add_block(i, acc):
        start = i * block
        return jax.lax.dynamic_update_slice(
            acc, jax.lax.dynamic_slice(acc, (start,), (n_fft,)) + Y[i], (start,))

    out = jax.lax.fori_loop(0, n_blocks, add_block, out)
    return out[: n_blocks * block]


def snr_db(clean, noisy):
    noise = noisy - clean
    return 10.0 * jnp.log10(jnp.sum(clean ** 2) / jnp.sum(noise ** 2))


def main():
    n = 16 * BLOCK
    key = jax.random.PRNGKey(9)
    h = design_lowpass(N_TAPS, CUTOFF, FS)
    x = chirp(n, key)
    y = overlap_add(x, h, block=BLOCK)
    ref = jnp.convolve(x, h)[:n]
    print("overlap-add matches direct convolution:", bool(jnp.allclose(y, ref, atol=1e-4)))
    n_elems = int(np.prod(y.shape))
    print(f"output samples: {n_elems}, rms in {float(jnp.std(x)):.3f} -> out {float(jnp.std(y)):.3f}")


if __name__ == "__main__":
    main()
