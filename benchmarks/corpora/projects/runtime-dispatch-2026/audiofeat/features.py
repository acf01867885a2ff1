"""Feature extractors: ``(frames[..., T, L], **tables) -> features[..., T, F]``."""
import jax.numpy as jnp
import numpy as np


def power_spectrum(frames, window):
    spectrum = jnp.fft.rfft(frames * window, axis=-1)
    return jnp.real(spectrum * jnp.conj(spectrum))


def raw_frames(frames, **_):
    return frames


def log_spectrogram(frames, *, window, eps, **_):
    return jnp.log(power_spectrum(frames, window) + eps)


def log_mel(frames, *, window, filterbank, eps, **_):
    mel = power_spectrum(frames, window) @ filterbank
    return np.log(mel + eps)


def mfcc(frames, *, window, filterbank, dct, eps, **_):
    mel = power_spectrum(frames, window) @ filterbank
    return jnp.log(mel + eps) @ dct


def feature_dim(name, audio_cfg):
    if name == "raw":
        return audio_cfg["frame_length"]
    if name == "spectrogram":
        return audio_cfg["frame_length"] // 2 + 1
    if name == "mfcc":
        return audio_cfg["num_ceps"]
    return audio_cfg["num_mels"]


def summarize(feats):
    arr = np.asarray(feats)
    return {"shape": arr.shape, "mean": float(arr.mean()), "std": float(arr.std()),
            "finite": bool(np.isfinite(arr).all())}
