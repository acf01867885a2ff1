"""Module-level table of feature extractors and the frontend factory."""
from . import dsp, features

FEATURES = {
    "raw": features.raw_frames,
    "spectrogram": features.log_spectrogram,
    "log_mel": features.log_mel,
    "mfcc": features.mfcc,
}


def make_frontend(audio_cfg):
    name = audio_cfg["features"]
    extractor = FEATURES[name]
    frame_length, hop = audio_cfg["frame_length"], audio_cfg["hop_length"]
    tables = {
        "window": dsp.hann(frame_length),
        "filterbank": dsp.mel_filterbank(frame_length // 2 + 1, audio_cfg["num_mels"],
                                         audio_cfg["sample_rate"]),
        "dct": dsp.dct_matrix(audio_cfg["num_mels"], audio_cfg["num_ceps"]),
        "eps": audio_cfg["eps"],
    }

    def frontend(waveforms):
        feats = extractor(dsp.frame(waveforms, frame_length, hop), **tables)
        if audio_cfg["normalize"]:
            mean = feats.mean(axis=(-2, -1), keepdims=True)
            std = feats.std(axis=(-2, -1), keepdims=True)
            feats = (feats - mean) / (std + 1e-5)
        return feats

    frontend.feature_dim = features.feature_dim(name, audio_cfg)
    return frontend
