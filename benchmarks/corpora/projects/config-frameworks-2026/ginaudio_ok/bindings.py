DEFAULT_BINDINGS = """
# data
make_dataset.num_examples = 256
make_dataset.length = 512
make_dataset.noise_std = 0.3

# model
make_model.channels = 16
make_model.kernel_size = 9
make_model.num_layers = 3

# loss
total_loss.spectral = @multi_resolution_loss
total_loss.spectral_weight = 1.0
total_loss.waveform_weight = 0.5
multi_resolution_loss.fft_sizes = (64, 128)
stft_magnitude.window = 'hann'
log_compress.eps = 1e-5

# training
train.steps = 30
train.batch_size = 32
train.learning_rate = 3e-3
"""
